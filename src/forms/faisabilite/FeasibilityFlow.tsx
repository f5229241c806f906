'use client'

import { Clock } from '@/components/icons/Clock'
import { Gift } from '@/components/icons/Gift'
import { Ruler } from '@/components/icons/Ruler'
import { useState } from 'react'
import { feasibilityForm } from './definition'
import { useWizardDraftExists } from '@/forms/shared/useWizardDraftExists'
import { FeasibilityWizard } from './FeasibilityWizard'
import { DraftCurtain, curtained } from '@/forms/ui/DraftCurtain'
import { StartPanel } from '@/forms/ui/StartPanel'
import { useFocusOnChange } from '@/forms/shared/useFocusOnChange'
import { useLeadPosting, type LeadPosting } from '@/forms/shared/useLeadPosting'

const points = [
  { icon: Clock, title: 'Réponse en 2 minutes', text: 'Quatre questions simples sur votre projet et votre logement.' },
  { icon: Ruler, title: 'Analyse personnalisée', text: 'Potentiel de vos combles, plus-value, budget et délai estimés.' },
  { icon: Gift, title: '100 % gratuit', text: 'Sans engagement, vos données ne servent qu’à votre projet.' },
] as const

/**
 * /faisabilite: the landing state, then the wizard once the visitor starts (at once when this tab left one
 * unfinished, or when the server drew a posted step: the start button posts too, before the scripts).
 */
export function FeasibilityFlow() {
  const [clicked, setClicked] = useState(false)
  const posting = useLeadPosting()
  const started = useWizardDraftExists(feasibilityForm.origin) || clicked || posting[0] !== null
  const containerRef = useFocusOnChange(started)
  return (
    <>
      <DraftCurtain origin={feasibilityForm.origin} />
      <div ref={containerRef} className={curtained}>
        {started ? <FeasibilityWizard posting={posting} /> : <Start onStart={() => setClicked(true)} post={posting[1]} />}
      </div>
    </>
  )
}

function Start({ onStart, post }: { onStart: () => void; post: LeadPosting[1] }) {
  return (
    <StartPanel
      title="Vos combles sont-ils aménageables ?"
      intro="Répondez à quelques questions : nous analysons la faisabilité de votre projet et vous donnons une première estimation."
      points={points}
      startLabel="Commencer l’analyse"
      onStart={onStart}
      posted={{ action: post, origin: feasibilityForm.origin }}
    />
  )
}
