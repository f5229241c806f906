'use client'
import { createContext, useContext, type ReactNode } from 'react'
import type { SettingsValues } from '@/rules/settingsTokens'
import type { PriceGrid } from '@/forms/shared/budgetEstimate'

type CompanyFacts = { values: SettingsValues; priceGrid: PriceGrid }

const CompanyFiguresContext = createContext<CompanyFacts | null>(null)

/** The site settings' company figures and price grid, given once by the layout to every interactive part (forms, results). */
export function CompanyFiguresProvider({ values, priceGrid, children }: CompanyFacts & { children: ReactNode }) {
  return <CompanyFiguresContext.Provider value={{ values, priceGrid }}>{children}</CompanyFiguresContext.Provider>
}

function useCompanyFacts(): CompanyFacts {
  const facts = useContext(CompanyFiguresContext)
  if (!facts) throw new Error('useCompanyFigures hors de CompanyFiguresProvider')
  return facts
}

/** The company figures for a form or a result: the same values every page shows. */
export function useCompanyFigures(): SettingsValues {
  return useCompanyFacts().values
}

/** The company's phone as the site settings give it, or null outside the site's pages (a form's failure offers it). */
export function useCompanyPhone(): string | null {
  return useContext(CompanyFiguresContext)?.values.telephone || null
}

/** The price grid the estimates of the tools rest on, as the editor keeps it. */
export function usePriceGrid(): PriceGrid {
  return useCompanyFacts().priceGrid
}
