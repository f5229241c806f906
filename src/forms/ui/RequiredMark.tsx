/** The star after a required field's label; the input itself carries aria-required. */
export function RequiredMark() {
  return (
    <span aria-hidden className="ml-0.5 text-red-700">
      *
    </span>
  )
}
