'use client'
import { lazyPart } from '@/blocks/shared/lazyPart'

/**
 * Only in an editor's preview: redraws the page on each save. A chunk of its own, loaded from a client
 * module so that no visitor's page carries it; nothing to draw on the server.
 */
export const LivePreviewListenerChunk = lazyPart(() => import('./LivePreviewListener').then((m) => m.LivePreviewListener))
