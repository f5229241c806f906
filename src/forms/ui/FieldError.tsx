import { CircleAlert } from '@/components/icons/CircleAlert'

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      {message}
    </p>
  )
}
