/** How some coded answers of the free study read on screen. */
export const surfaceLabel = (value: string) => (value === '50' ? '50 m² et plus' : `${value} m²`)
export const windowCountLabel = (value: string) => (value === '4+' ? '4 et plus' : value)
