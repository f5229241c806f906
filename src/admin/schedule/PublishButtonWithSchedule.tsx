'use client'

import { Button, ConfigProvider, PublishButton, useConfig, useDocumentInfo, useModal } from '@payloadcms/ui'
import type { ClientConfig } from 'payload'
import { useMemo } from 'react'
import { ScheduleDrawer } from './ScheduleDrawer'

/** The client config with Payload's own schedule entry turned off for one collection or global (its dialog is replaced). */
function withoutPayloadScheduleEntry(config: ClientConfig, slug: string | undefined): ClientConfig {
  const off = <T extends { slug: string; versions?: unknown }>(entity: T): T => {
    const versions = entity.versions
    if (entity.slug !== slug || typeof versions !== 'object' || versions === null || !('drafts' in versions)) return entity
    const drafts = versions.drafts
    if (typeof drafts !== 'object' || drafts === null) return entity
    return { ...entity, versions: { ...versions, drafts: { ...drafts, schedulePublish: false } } }
  }
  return { ...config, collections: config.collections.map(off), globals: config.globals.map(off) }
}

/**
 * Payload's publish button, beside a "Programmer" button that opens the French, 24-hour schedule dialog.
 * Scheduling needs a saved document and the right to publish it, as Payload's own entry does.
 */
export function PublishButtonWithSchedule() {
  const { config } = useConfig()
  const { id, collectionSlug, globalSlug, hasPublishPermission } = useDocumentInfo()
  const { openModal, isModalOpen } = useModal()
  const entitySlug = collectionSlug ?? globalSlug
  const shadowed = useMemo(() => withoutPayloadScheduleEntry(config, entitySlug), [config, entitySlug])
  const drawerSlug = `schedule-${entitySlug}-${id ?? 'global'}`
  const canSchedule = hasPublishPermission && (globalSlug !== undefined || id !== undefined)
  return (
    <>
      {canSchedule && (
        <Button buttonStyle="secondary" size="medium" type="button" onClick={() => openModal(drawerSlug)}>
          Programmer
        </Button>
      )}
      <ConfigProvider config={shadowed}>
        <PublishButton />
      </ConfigProvider>
      {canSchedule && isModalOpen(drawerSlug) && <ScheduleDrawer slug={drawerSlug} />}
    </>
  )
}
