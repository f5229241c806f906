import { TriangleAlert } from '@/components/icons/TriangleAlert'

export const failureMessages = {
  request: "Une erreur est survenue lors de l'envoi de votre demande. Veuillez réessayer.",
  message: "Une erreur est survenue lors de l'envoi de votre message. Veuillez réessayer.",
} as const

/** The inline failure message beside the send button; the answers stay so the visitor can retry. */
export function FormAlert({ show, message }: { show: boolean; message: string }) {
  return (
    <div role="alert" className="empty:hidden">
      {show && (
        <p className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          {message}
        </p>
      )}
    </div>
  )
}
