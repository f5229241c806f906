/** Lifts DraftCurtain's veil: the restored step is on screen (or there was nothing to restore). */
export function revealRestoredWizard(): void {
  delete document.documentElement.dataset.wizardRestoring
}
