/** A query parameter's first value (Next gives an array when it is repeated). */
export const firstParam = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
