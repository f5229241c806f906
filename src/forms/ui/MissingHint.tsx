/**
 * What still keeps a button disabled ('Il manque : …'), beside it. A polite live region, always in
 * the page so that its changes are announced; visually hidden while there is nothing to say.
 */
export function MissingHint({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} aria-live="polite" className={text ? 'text-sm text-slate-700' : 'sr-only'} data-testid="missing-hint">
      {text}
    </p>
  )
}
