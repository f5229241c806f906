import type { FormOrigin } from '@/rules/formOrigins'
import { wizardDraftKey } from '@/forms/shared/wizardDraftKey'

/** Hidden while a draft is being put back (the attribute is set by the script below, removed by useWizardDraft). */
export const curtained = '[html[data-wizard-restoring]_&]:invisible'

/**
 * Runs as the server's HTML is read, before the wizard after it is parsed and painted: when this tab
 * holds a draft of the wizard, the wizard stays hidden until hydration has put the visitor's step
 * back, so nothing on the page moves (an element that appears is no layout shift). After 5 s it shows
 * regardless: a page whose script never loads still shows its form.
 */
export function DraftCurtain({ origin }: { origin: FormOrigin }) {
  const script = `try{if(sessionStorage.getItem(${JSON.stringify(wizardDraftKey(origin))})){var h=document.documentElement;h.dataset.wizardRestoring="";setTimeout(function(){delete h.dataset.wizardRestoring},5000)}}catch(e){}`
  return <script dangerouslySetInnerHTML={{ __html: script }} />
}
