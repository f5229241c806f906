'use client'

import { useEffect, type ReactNode } from 'react'
import { frenchFileSize, frenchFileSizesIn } from '@/rules/frenchFileSize'
import { frenchLockDate } from '@/rules/frenchLockDate'

/**
 * Texts Payload's admin writes in English with no translation key, each with its French: the bulk upload's
 * result toast, the live preview's full-width size (added after the sizes the config names), the lock
 * dialog's date and the version comparison's name of a block.
 */
const rewrites: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^Successfully saved (\d+) files$/, (match) => (Number(match[1]) > 1 ? `${match[1]} fichiers enregistrés` : '1 fichier enregistré')],
  [/^Responsive$/, () => 'Pleine largeur'],
  // The lock dialog's date ("Dec 6, 2026, 10:42 AM"), on the same clock: "10 h 42".
  [/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}[\s\u202f][AP]M$/, (match) => frenchLockDate(match[0], new Date()) ?? match[0]],
  [/^Block Name$/, () => 'Nom du bloc'],
]

/** The rich-text editor's and the code viewer's buttons, named in English for screen readers and tooltips. */
const englishNames: Record<string, string> = {
  'Add block': 'Ajouter un bloc',
  'Drag to move': 'Glisser pour déplacer',
  'Edit link': 'Modifier le lien',
  'Remove link': 'Retirer le lien',
  'Insert Paragraph': 'Insérer un paragraphe',
  'Add Row': 'Ajouter une ligne',
  'Add Column': 'Ajouter une colonne',
  'Copy to clipboard': 'Copier',
  'Download as a file': 'Télécharger dans un fichier',
}
const namingAttributes = ['aria-label', 'title']
/** Names Payload fills with a column's label even where the column has none (the versions' table). */
const namePatterns: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^Trier par \{\{label\}\} (\S+)$/, (match) => `Trier dans l’ordre ${match[1]!.toLowerCase()}`],
]

/** A version comparison's raw values (a box ticked or not, an empty value), in words. */
const diffValues: Record<string, string> = { true: 'Oui', false: 'Non', null: '(vide)', '[]': '(vide)', '{}': '(vide)' }

function inFrench(text: Text) {
  const element = text.parentElement
  // What an editor types is theirs: never rewritten.
  if (!element || element.closest('[contenteditable="true"]')) return
  const content = text.textContent?.trim() ?? ''
  for (const [english, french] of rewrites) {
    const match = english.exec(content)
    if (match) text.textContent = french(match)
  }
  if (element.closest('.field-diff-content') && content in diffValues) text.textContent = diffValues[content]!
  // A media list's size column shows bytes as a bare number.
  else if (element.closest('.cell-filesize') && /^\d+$/.test(content)) text.textContent = frenchFileSize(Number(content))
  else if (/\d\s?(bytes|KB|MB|GB|TB)\b/.test(content)) text.textContent = frenchFileSizesIn(text.textContent ?? '')
}

function namedInFrench(element: Element) {
  for (const attribute of namingAttributes) {
    const name = element.getAttribute(attribute) ?? ''
    const pattern = namePatterns.map(([english, french]) => [english.exec(name), french] as const).find(([match]) => match)
    const french = englishNames[name] ?? (pattern ? pattern[1](pattern[0]!) : undefined)
    if (french && french !== name) element.setAttribute(attribute, french)
  }
}

function translate(node: Node) {
  if (node.nodeType === Node.TEXT_NODE) return inFrench(node as Text)
  if (node.nodeType !== Node.ELEMENT_NODE) return
  namedInFrench(node as Element)
  for (const named of (node as Element).querySelectorAll('[aria-label], [title]')) namedInFrench(named)
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
  for (let text = walker.nextNode(); text; text = walker.nextNode()) inFrench(text as Text)
}

/**
 * Rewrites those hard-coded texts and names in French as they appear or change (Payload offers no way to
 * translate them); every other text comes from Payload's French translations and frenchAdminTexts.
 */
export function FrenchHardCodedTexts({ children }: { children?: ReactNode }) {
  useEffect(() => {
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'characterData') translate(mutation.target)
        else if (mutation.type === 'attributes') namedInFrench(mutation.target as Element)
        else mutation.addedNodes.forEach(translate)
      }
    })
    translate(document.body)
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: namingAttributes,
    })
    return () => observer.disconnect()
  }, [])
  return <>{children}</>
}
