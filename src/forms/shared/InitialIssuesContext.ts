'use client'

import { createContext } from 'react'
import type { FieldIssue } from './verdict'

/**
 * The server's verdict on the first values of the form drawn inside (PlacedForm hands it to FormOfChoice, which provides it): the
 * "Il manque : …" line and the disabled buttons of the first screen, before the schema reaches the browser.
 */
export const InitialIssuesContext = createContext<readonly FieldIssue[]>([])
