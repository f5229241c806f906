/**
 * Moves the focus to the first field of `names` in the page's order (each field's element or group carries
 * `data-field`): a press on a send or Next button with something missing brings the visitor there.
 * For a group of cards or boxes, its checked one or else its first. Returns whether a field was found.
 */
export function focusFirstMissing(form: HTMLFormElement | null | undefined, names: readonly string[]): boolean {
  if (!form || !names.length) return false
  for (const holder of form.querySelectorAll<HTMLElement>('[data-field]')) {
    if (!names.includes(holder.dataset.field ?? '')) continue
    const target = holder.matches('input, textarea, select')
      ? holder
      : (holder.querySelector<HTMLElement>('input:checked') ?? holder.querySelector<HTMLElement>('input, textarea, select'))
    if (!target) continue
    target.focus()
    return true
  }
  return false
}
