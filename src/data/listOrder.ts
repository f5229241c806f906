/** How public lists read an orderable collection: pinned documents first, then the editors' drag-and-drop order. */
export const pinnedThenOrdered = ['-pinned', '_order']

/** The same order for a collection without pinning (videos). */
export const editorsOrder = '_order'
