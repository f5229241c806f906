/** How some coded answers of the free study read on screen. */
export const windowCountLabel = (value: string) => (value === '4+' ? '4 et plus' : value)
