import { CurrentPasswordField as CurrentPasswordField_400b56d94ebd0baa445403d5c74a89d0 } from '../../../../src/admin/CurrentPasswordField'
import { HoursRowLabel as HoursRowLabel_33e3e17e7a6859b19774ced3261bbd2d } from '../../../../src/admin/AvailabilityRowLabels'
import { DaysOffRowLabel as DaysOffRowLabel_33e3e17e7a6859b19774ced3261bbd2d } from '../../../../src/admin/AvailabilityRowLabels'
import { RenewAgendaButton as RenewAgendaButton_118578e85d3820aa4ebf7127adcd91a4 } from '../../../../src/admin/RenewAgendaButton'
import { HandOverPanel as HandOverPanel_2db8bbc053d87da170bb097a6f73b95d } from '../../../../src/admin/HandOverPanel'
import { PageAudience as PageAudience_dccd97ea61a3946f13325d5790dadd11 } from '../../../../src/audience/PageAudience'
import { TextRowLabel as TextRowLabel_1695668bbd965cc7d3acf38cfcb575d4 } from '../../../../src/blocks/shared/TextRowLabel'
import { BlockRowLabel as BlockRowLabel_29af42d3e6167836aea69967a6a3911a } from '../../../../src/admin/BlockRowLabel'
import { IconSelect as IconSelect_354c36ac526e0da4b7218dbe2fd6fa45 } from '../../../../src/blocks/shared/IconSelect'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { TrustPointsNote as TrustPointsNote_65031f88388cf32109385a452a9fa5ba } from '../../../../src/blocks/TrustPoints/TrustPointsNote'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { FitLivePreview as FitLivePreview_25fd01c53da68e3aadc77d51a40ca9e0 } from '../../../../src/admin/FitLivePreview'
import { RefusedAutosaveNotice as RefusedAutosaveNotice_2fcde9d8dce738f48dfd42efd3b857e4 } from '../../../../src/admin/RefusedAutosaveNotice'
import { PublishButtonWithSchedule as PublishButtonWithSchedule_23006c939ff4b55d2a55ad2f93f7543a } from '../../../../src/admin/schedule/PublishButtonWithSchedule'
import { ItemRowLabel as ItemRowLabel_89fd137bd2f8b023a48dbd8fe0702c04 } from '../../../../src/admin/ItemRowLabel'
import { SiteJsonField as SiteJsonField_5235c58017e317edc9932cff7c37be73 } from '../../../../src/admin/SiteJsonField'
import { AdminIcon as AdminIcon_b8ed41d6853bbe4c4363ce08cb78bc88 } from '../../../../src/admin/AdminIcon'
import { AdminLogo as AdminLogo_3a34fe405e82797c2da219bfbf508b32 } from '../../../../src/admin/AdminLogo'
import { ReportsNavLink as ReportsNavLink_5847cb803eebd43fbcb6fa7ce5d7693a } from '../../../../src/leads/reports/ReportsNavLink'
import { AudienceNavLink as AudienceNavLink_944653ae5c4a0310a0fa2e6faff92d4b } from '../../../../src/audience/AudienceNavLink'
import { FrenchHardCodedTexts as FrenchHardCodedTexts_992c1383ea3a207efdbb86c42bb9f2f7 } from '../../../../src/admin/FrenchHardCodedTexts'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { RedirectToDashboard as RedirectToDashboard_abafff4ce53cedac3af0f21f7ebf8c47 } from '../../../../src/admin/RedirectToDashboard'
import { LeadDashboardView as LeadDashboardView_c9c6effea6885e8da77be5bae1e7b8ce } from '../../../../src/leads/dashboard/LeadDashboardView'
import { ReportsView as ReportsView_eac21aa1e10f5d1b85b4b3c80171be22 } from '../../../../src/leads/reports/ReportsView'
import { VisitCalendarView as VisitCalendarView_2ffbb456553c9e142827fbd561e4d2d7 } from '../../../../src/appointments/calendar/VisitCalendarView'
import { AudienceView as AudienceView_b590ada56a25615bcf31dc3a78d31f5a } from '../../../../src/audience/AudienceView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/admin/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_400b56d94ebd0baa445403d5c74a89d0,
  "/src/admin/AvailabilityRowLabels#HoursRowLabel": HoursRowLabel_33e3e17e7a6859b19774ced3261bbd2d,
  "/src/admin/AvailabilityRowLabels#DaysOffRowLabel": DaysOffRowLabel_33e3e17e7a6859b19774ced3261bbd2d,
  "/src/admin/RenewAgendaButton#RenewAgendaButton": RenewAgendaButton_118578e85d3820aa4ebf7127adcd91a4,
  "/src/admin/HandOverPanel#HandOverPanel": HandOverPanel_2db8bbc053d87da170bb097a6f73b95d,
  "/src/audience/PageAudience#PageAudience": PageAudience_dccd97ea61a3946f13325d5790dadd11,
  "/src/blocks/shared/TextRowLabel#TextRowLabel": TextRowLabel_1695668bbd965cc7d3acf38cfcb575d4,
  "/src/admin/BlockRowLabel#BlockRowLabel": BlockRowLabel_29af42d3e6167836aea69967a6a3911a,
  "/src/blocks/shared/IconSelect#IconSelect": IconSelect_354c36ac526e0da4b7218dbe2fd6fa45,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/blocks/TrustPoints/TrustPointsNote#TrustPointsNote": TrustPointsNote_65031f88388cf32109385a452a9fa5ba,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/src/admin/FitLivePreview#FitLivePreview": FitLivePreview_25fd01c53da68e3aadc77d51a40ca9e0,
  "/src/admin/RefusedAutosaveNotice#RefusedAutosaveNotice": RefusedAutosaveNotice_2fcde9d8dce738f48dfd42efd3b857e4,
  "/src/admin/schedule/PublishButtonWithSchedule#PublishButtonWithSchedule": PublishButtonWithSchedule_23006c939ff4b55d2a55ad2f93f7543a,
  "/src/admin/ItemRowLabel#ItemRowLabel": ItemRowLabel_89fd137bd2f8b023a48dbd8fe0702c04,
  "/src/admin/SiteJsonField#SiteJsonField": SiteJsonField_5235c58017e317edc9932cff7c37be73,
  "/src/admin/AdminIcon#AdminIcon": AdminIcon_b8ed41d6853bbe4c4363ce08cb78bc88,
  "/src/admin/AdminLogo#AdminLogo": AdminLogo_3a34fe405e82797c2da219bfbf508b32,
  "/src/leads/reports/ReportsNavLink#ReportsNavLink": ReportsNavLink_5847cb803eebd43fbcb6fa7ce5d7693a,
  "/src/audience/AudienceNavLink#AudienceNavLink": AudienceNavLink_944653ae5c4a0310a0fa2e6faff92d4b,
  "/src/admin/FrenchHardCodedTexts#FrenchHardCodedTexts": FrenchHardCodedTexts_992c1383ea3a207efdbb86c42bb9f2f7,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/src/admin/RedirectToDashboard#RedirectToDashboard": RedirectToDashboard_abafff4ce53cedac3af0f21f7ebf8c47,
  "/src/leads/dashboard/LeadDashboardView#LeadDashboardView": LeadDashboardView_c9c6effea6885e8da77be5bae1e7b8ce,
  "/src/leads/reports/ReportsView#ReportsView": ReportsView_eac21aa1e10f5d1b85b4b3c80171be22,
  "/src/appointments/calendar/VisitCalendarView#VisitCalendarView": VisitCalendarView_2ffbb456553c9e142827fbd561e4d2d7,
  "/src/audience/AudienceView#AudienceView": AudienceView_b590ada56a25615bcf31dc3a78d31f5a,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
