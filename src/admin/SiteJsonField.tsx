'use client'
import { JSONField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'
import { loadSiteMonaco } from './loadSiteMonaco'

/**
 * Payload's JSON field, drawn once Monaco has come from the site (loadSiteMonaco): before that, its
 * editor would fetch Monaco from a CDN that the admin's policy blocks, and stay empty.
 */
export const SiteJsonField: JSONFieldClientComponent = (props) => {
  const [ready, setReady] = useState(false)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    loadSiteMonaco().then(
      () => live && setReady(true),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [])
  if (ready) return <JSONField {...props} />
  return (
    <div className="field-type json" aria-busy={!failed}>
      <p>{failed ? 'L’éditeur n’a pas pu être chargé. Rechargez la page.' : 'Chargement de l’éditeur…'}</p>
    </div>
  )
}
