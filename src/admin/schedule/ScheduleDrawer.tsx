'use client'

import {
  Banner,
  Button,
  DatePicker,
  Drawer,
  Pill,
  TimezonePicker,
  toast,
  useConfig,
  useDocumentInfo,
  useDocumentTitle,
  useServerFunctions,
} from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { formatInZone, instantOfWallTime, type WallTime } from '@/rules/zonedWallTime'
import { defaultScheduleType, type ScheduleType } from './defaultScheduleType'

type Upcoming = { id: number | string; input: { type: ScheduleType; timezone?: string }; waitUntil: string }

/** The picker works in wall-clock time: the date it holds shows the editor's chosen time, whatever the browser's zone. */
const pickerDate = (wall: WallTime) => new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute)
const wallOfPicker = (date: Date): WallTime => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
  hour: date.getHours(),
  minute: date.getMinutes(),
})

/** Payload's schedule server function answers `{ error }` when it fails, rather than throwing. */
const failureOf = (result: unknown): string | undefined =>
  typeof result === 'object' && result !== null && 'error' in result && typeof result.error === 'string' ? result.error : undefined

const typeLabels: Record<ScheduleType, string> = { publish: 'Publier', unpublish: 'Dépublier' }

/**
 * The schedule dialog: publish or unpublish the document at a date and 24-hour time, typed or picked, read in
 * the chosen time zone (Paris unless the editor picks another). Payload's jobs do the work (its
 * schedulePublish server function and task); this dialog replaces Payload's own, whose picker shows
 * 12-hour times and refuses typed dates.
 */
export function ScheduleDrawer({ slug }: { slug: string }) {
  const {
    config: {
      admin: { timezones },
    },
  } = useConfig()
  const { id, collectionSlug, globalSlug, hasPublishedDoc, unpublishedVersionCount } = useDocumentInfo()
  const { title } = useDocumentTitle()
  const { getUpcomingScheduledPublish, schedulePublish } = useServerFunctions()
  const [type, setType] = useState<ScheduleType>(defaultScheduleType({ hasPublishedDoc, unpublishedVersionCount }))
  const [wall, setWall] = useState<WallTime>()
  const [timezone, setTimezone] = useState(timezones.defaultTimezone ?? 'Europe/Paris')
  const [processing, setProcessing] = useState(false)
  const [upcoming, setUpcoming] = useState<Upcoming[]>()

  // Read again after each change (`changes` counts them); an answer for a closed dialog is dropped.
  const [changes, setChanges] = useState(0)
  useEffect(() => {
    let open = true
    void Promise.resolve<unknown>(getUpcomingScheduledPublish({ id, collectionSlug, globalSlug })).then((docs) => {
      if (open) setUpcoming(docs as Upcoming[])
    })
    return () => {
      open = false
    }
  }, [getUpcomingScheduledPublish, id, collectionSlug, globalSlug, changes])

  const save = async () => {
    if (!wall) {
      toast.error('Choisissez ou tapez une date et une heure, par ex. 26/11/2026 14:30.')
      return
    }
    const date = instantOfWallTime(wall, timezone)
    if (date.getTime() <= Date.now()) {
      toast.error('Cette heure est déjà passée : choisissez une heure à venir.')
      return
    }
    setProcessing(true)
    const failure = await Promise.resolve<unknown>(
      schedulePublish({
        type,
        date,
        doc: collectionSlug && id !== undefined ? { relationTo: collectionSlug, value: String(id) } : undefined,
        global: globalSlug || undefined,
        timezone,
      }),
    ).then(failureOf, (error: unknown) => (error instanceof Error ? error.message : String(error)))
    setProcessing(false)
    if (failure) {
      toast.error(`La programmation n’a pas été enregistrée : ${failure}`)
      return
    }
    toast.success(`${typeLabels[type]} le ${formatInZone(date, timezone)} : c’est programmé.`)
    setWall(undefined)
    setChanges((count) => count + 1)
  }

  const remove = async (jobId: Upcoming['id']) => {
    const failure = failureOf(await Promise.resolve<unknown>(schedulePublish({ deleteID: jobId })))
    if (failure) toast.error(`La programmation n’a pas été supprimée : ${failure}`)
    else toast.success('Programmation supprimée.')
    setChanges((count) => count + 1)
  }

  return (
    <Drawer slug={slug} title={title ? `Programmer « ${title} »` : 'Programmer la publication'} gutter={false}>
      <div className="schedule-publish__scheduler gutter--left gutter--right">
        <fieldset className="schedule-publish__type-field">
          <legend className="field-label">Action</legend>
          <ul className="schedule-publish__type">
            {(['publish', 'unpublish'] as const).map((value) => (
              <li key={value}>
                <label>
                  <input
                    type="radio"
                    name={`${slug}-type`}
                    value={value}
                    checked={type === value}
                    disabled={processing}
                    onChange={() => setType(value)}
                  />{' '}
                  {typeLabels[value]}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <br />
        <label className="field-label" htmlFor={`${slug}-time`}>
          Heure<span className="required">*</span>
        </label>
        <DatePicker
          pickerAppearance="dayAndTime"
          displayFormat="dd/MM/yyyy HH:mm"
          timeFormat="HH:mm"
          timeIntervals={15}
          minDate={new Date()}
          placeholder="jj/mm/aaaa hh:mm"
          readOnly={processing}
          value={wall ? pickerDate(wall) : undefined}
          onChange={(date) => setWall(date instanceof Date ? wallOfPicker(date) : undefined)}
          overrides={{ id: `${slug}-time`, timeCaption: 'Heure' }}
        />
        <p className="field-description">Le jour et l’heure (sur 24 heures), choisis ou tapés : 26/11/2026 14:30.</p>
        {timezones.supportedTimezones.length > 0 && (
          <TimezonePicker
            id={`${slug}-timezone`}
            required
            options={timezones.supportedTimezones}
            selectedTimezone={timezone}
            onChange={(value) => setTimezone(value || timezone)}
          />
        )}
        <br />
        <div className="schedule-publish__actions">
          <Button buttonStyle="primary" disabled={processing} onClick={() => void save()} type="button">
            Programmer
          </Button>
          {processing ? <span>Enregistrement…</span> : null}
        </div>
      </div>
      <div className="schedule-publish__upcoming gutter--left gutter--right">
        <h4>Programmé</h4>
        {upcoming?.length === 0 && <Banner type="info">Rien n’est programmé pour ce document.</Banner>}
        {upcoming && upcoming.length > 0 && (
          <table className="schedule-publish__list">
            <thead>
              <tr>
                <th>Action</th>
                <th>Heure</th>
                <th>Fuseau horaire</th>
                <th>
                  <span className="sr-only">Supprimer</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {upcoming.map((job) => {
                const zone = job.input.timezone ?? timezone
                return (
                  <tr key={job.id}>
                    <td>
                      <Pill pillStyle={job.input.type === 'publish' ? 'success' : 'warning'} size="small">
                        {typeLabels[job.input.type]}
                      </Pill>
                    </td>
                    <td>{formatInZone(new Date(job.waitUntil), zone)}</td>
                    <td>{timezones.supportedTimezones.find((option) => option.value === zone)?.label ?? zone}</td>
                    <td>
                      <Button buttonStyle="icon-label" icon="x" tooltip="Supprimer" onClick={() => void remove(job.id)}>
                        Supprimer
                      </Button>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        )}
      </div>
    </Drawer>
  )
}
