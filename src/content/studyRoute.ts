/**
 * Where the header's "Étude gratuite" button leads. Its own module: the header is in every page's
 * scripts, and the list of routes pulls in every form's definition.
 */
export const studyRoute = '/etude-gratuite'
