'use client'

import { useEffect, type ReactNode } from 'react'
import { frenchLockDate } from '@/rules/frenchLockDate'

/**
 * Texts Payload's admin writes in English with no translation key, each with its French: the bulk upload's
 * result toast, the live preview's full-width size (added after the sizes the config names) and the lock
 * dialog's date.
 */
const rewrites: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^Successfully saved (\d+) files$/, (match) => (Number(match[1]) > 1 ? `${match[1]} fichiers enregistrés` : '1 fichier enregistré')],
  [/^Responsive$/, () => 'Pleine largeur'],
  // The lock dialog's date ("Dec 6, 2026, 10:42 AM"), on the same clock: "10 h 42".
  [/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}[\s\u202f][AP]M$/, (match) => frenchLockDate(match[0], new Date()) ?? match[0]],
]

function inFrench(text: Text) {
  const content = text.textContent?.trim() ?? ''
  for (const [english, french] of rewrites) {
    const match = english.exec(content)
    if (match) text.textContent = french(match)
  }
}

/**
 * Rewrites those hard-coded texts in French as they appear or change (Payload offers no way to translate
 * them); every other text comes from Payload's French translations and frenchAdminTexts.
 */
export function FrenchHardCodedTexts({ children }: { children?: ReactNode }) {
  useEffect(() => {
    const translate = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) return inFrench(node as Text)
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
      for (let text = walker.nextNode(); text; text = walker.nextNode()) inFrench(text as Text)
    }
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'characterData') translate(mutation.target)
        else mutation.addedNodes.forEach(translate)
      }
    })
    translate(document.body)
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [])
  return <>{children}</>
}
