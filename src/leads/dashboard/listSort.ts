/**
 * The list's orders, by arrival: newest first (the default) or oldest first, to answer the lead that has
 * waited longest. `order` is Payload's sort, on the indexed arrival date.
 */
export const listSorts = [
  { value: 'newest', label: 'Plus récents d’abord', order: '-createdAt' },
  { value: 'oldest', label: 'Plus anciens d’abord', order: 'createdAt' },
] as const

export type ListSort = (typeof listSorts)[number]['value']

/** Payload's sort string of an order; newest first when none is given. */
export const sortOrder = (sort: ListSort | undefined): string => listSorts.find((each) => each.value === sort)?.order ?? listSorts[0].order
