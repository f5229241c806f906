/** The visit as the booking page shows it (GET /api/appointments/slots, and the booking's answer). */
export type Visit = {
  start: string
  end: string
  salesperson: string
  postalCode: string
  place: string
  preparation: string[]
  googleCalendar: string
}

/** What is known of the visit's address: the booking asks for it when there is no street. */
export type Address = { street: string; postalCode: string; town: string }

export type AddressErrors = Partial<Record<keyof Address, string>>

/** The page's moment: the slots to choose from (a visit's own when moving), the visit booked, or why nothing can be done. */
export type BookingState =
  | { step: 'loading' }
  | { step: 'invalid'; message: string }
  | {
      step: 'choose'
      slots: string[]
      /** The visit being moved, shown as it stands; null when booking. */
      visit: Visit | null
      callback: boolean
      outOfArea?: boolean
      notice: string | null
      address: Address
      needsAddress: boolean
      /** The slot tapped, to confirm (with the address, if asked); null while choosing. */
      picked: string | null
      errors: AddressErrors
    }
  | { step: 'booked'; visit: Visit; notice: string | null }
  | { step: 'cancelled' }

export type ChoosingState = Extract<BookingState, { step: 'choose' }>

export const headingClass = 'text-2xl font-bold tracking-tight text-brand-900 outline-none sm:text-3xl'
export const outlineButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60'
export const dangerButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-red-700 px-5 py-2.5 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60'
export const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-accent-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:opacity-60'
