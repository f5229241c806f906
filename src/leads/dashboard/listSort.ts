/**
 * The list's orders: by arrival, newest first (the default) or oldest first, to answer the lead that has
 * waited longest; or by the next action's due date, the nearest (the latest overdue) first, leads without
 * one last. `order` is Payload's sort, on an indexed date.
 */
export const listSorts = [
  { value: 'newest', label: 'Plus récents d’abord', order: '-createdAt' },
  { value: 'oldest', label: 'Plus anciens d’abord', order: 'createdAt' },
  { value: 'due', label: 'Échéance la plus proche d’abord', order: 'nextAction.dueAt' },
] as const

export type ListSort = (typeof listSorts)[number]['value']

/** Payload's sort string of an order; newest first when none is given. */
export const sortOrder = (sort: ListSort | undefined): string => listSorts.find((each) => each.value === sort)?.order ?? listSorts[0].order
