/** The admin component that names an array's row after the row's own words (TextRowLabel.tsx), by its import-map path. */
export const textRowLabel = '/src/blocks/shared/TextRowLabel#TextRowLabel'
