'use client'

import { useEffect, type ReactNode } from 'react'

/** Payload's bulk upload announces its result in English, with no translation key: 'Successfully saved 3 files'. */
const english = /^Successfully saved (\d+) files$/

const inFrench = (count: number) => (count > 1 ? `${count} fichiers enregistrés` : '1 fichier enregistré')

/**
 * Rewrites that one hard-coded toast in French as it appears (Payload offers no way to translate it);
 * every other message comes from Payload's French translations.
 */
export function FrenchBulkUploadToast({ children }: { children?: ReactNode }) {
  useEffect(() => {
    const translate = (node: Node) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const match = english.exec(text.textContent?.trim() ?? '')
        if (match) text.textContent = inFrench(Number(match[1]))
      }
    }
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) mutation.addedNodes.forEach(translate)
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return <>{children}</>
}
