import * as migration_20261121_074916_initial from './20261121_074916_initial';
import * as migration_20261121_082523_lead_rate_limits from './20261121_082523_lead_rate_limits';
import * as migration_20261121_083001_lead_phone_key from './20261121_083001_lead_phone_key';
import * as migration_20261121_084027_lead_jobs_and_retention from './20261121_084027_lead_jobs_and_retention';
import * as migration_20261121_105144_lead_submission_id from './20261121_105144_lead_submission_id';
import * as migration_20261121_134557_media_object_storage from './20261121_134557_media_object_storage';
import * as migration_20261123_113723_sign_in_throttle from './20261123_113723_sign_in_throttle';
import * as migration_20261123_121717_lead_search_text from './20261123_121717_lead_search_text';
import * as migration_20261123_125808_schema_snapshot from './20261123_125808_schema_snapshot';
import * as migration_20261124_030501_cms_pages from './20261124_030501_cms_pages';
import * as migration_20261124_045540_landing_pages from './20261124_045540_landing_pages';
import * as migration_20261124_055840_navigation_menu from './20261124_055840_navigation_menu';
import * as migration_20261124_061500_sales_workspace from './20261124_061500_sales_workspace';
import * as migration_20261124_080801_assignment_by_department from './20261124_080801_assignment_by_department';
import * as migration_20261124_081156_morning_digest from './20261124_081156_morning_digest';
import * as migration_20261124_085615_lead_reports from './20261124_085615_lead_reports';
import * as migration_20261126_122444_lead_note_history from './20261126_122444_lead_note_history';
import * as migration_20261126_122855_first_response from './20261126_122855_first_response';
import * as migration_20261126_151705_lost_reasons_and_call_outcomes from './20261126_151705_lost_reasons_and_call_outcomes';
import * as migration_20261126_151905_visit_booking from './20261126_151905_visit_booking';
import * as migration_20261126_154046_company_figures from './20261126_154046_company_figures';
import * as migration_20261126_154606_orderable_pinned_projects from './20261126_154606_orderable_pinned_projects';
import * as migration_20261126_160848_video_thumbnails_faq_page from './20261126_160848_video_thumbnails_faq_page';
import * as migration_20261126_161813_projects_block_services from './20261126_161813_projects_block_services';
import * as migration_20261126_165146_digest_sends from './20261126_165146_digest_sends';
import * as migration_20261126_182258_price_grid from './20261126_182258_price_grid';
import * as migration_20261126_182930_action_reminders from './20261126_182930_action_reminders';
import * as migration_20261126_185511_lead_merge from './20261126_185511_lead_merge';
import * as migration_20261126_215325_navigation_page_links from './20261126_215325_navigation_page_links';
import * as migration_20261129_165052_lead_customer_indexes from './20261129_165052_lead_customer_indexes';
import * as migration_20261129_170647_lead_assignment_turn_sequence from './20261129_170647_lead_assignment_turn_sequence';
import * as migration_20261130_093000_lead_history_activity_spam from './20261130_093000_lead_history_activity_spam';
import * as migration_20261206_120000_notify_old_email from './20261206_120000_notify_old_email';
import * as migration_20261206_123723_lead_merged_records from './20261206_123723_lead_merged_records';
import * as migration_20261206_124011_user_active_visit_cancellation from './20261206_124011_user_active_visit_cancellation';
import * as migration_20261206_124802_project_drafts from './20261206_124802_project_drafts';
import * as migration_20261206_130824_content_trash from './20261206_130824_content_trash';
import * as migration_20261206_140000_project_versions_trash from './20261206_140000_project_versions_trash';
import * as migration_20261206_191858_agenda_address from './20261206_191858_agenda_address';
import * as migration_20261206_192601_dashboard_view from './20261206_192601_dashboard_view';
import * as migration_20261206_214618_assignment_reason from './20261206_214618_assignment_reason';
import * as migration_20261206_220948_project_fields_shown from './20261206_220948_project_fields_shown';
import * as migration_20261206_225129_lead_receipt from './20261206_225129_lead_receipt';
import * as migration_20261207_012911_visit_address from './20261207_012911_visit_address';
import * as migration_20261207_014950_audience_counts from './20261207_014950_audience_counts';
import * as migration_20261207_114125_aid_promise_from_tool from './20261207_114125_aid_promise_from_tool';
import * as migration_20261207_121249_media_sizes_at_upload from './20261207_121249_media_sizes_at_upload';

export const migrations = [
  {
    up: migration_20261121_074916_initial.up,
    down: migration_20261121_074916_initial.down,
    name: '20261121_074916_initial',
  },
  {
    up: migration_20261121_082523_lead_rate_limits.up,
    down: migration_20261121_082523_lead_rate_limits.down,
    name: '20261121_082523_lead_rate_limits',
  },
  {
    up: migration_20261121_083001_lead_phone_key.up,
    down: migration_20261121_083001_lead_phone_key.down,
    name: '20261121_083001_lead_phone_key',
  },
  {
    up: migration_20261121_084027_lead_jobs_and_retention.up,
    down: migration_20261121_084027_lead_jobs_and_retention.down,
    name: '20261121_084027_lead_jobs_and_retention',
  },
  {
    up: migration_20261121_105144_lead_submission_id.up,
    down: migration_20261121_105144_lead_submission_id.down,
    name: '20261121_105144_lead_submission_id',
  },
  {
    up: migration_20261121_134557_media_object_storage.up,
    down: migration_20261121_134557_media_object_storage.down,
    name: '20261121_134557_media_object_storage',
  },
  {
    up: migration_20261123_113723_sign_in_throttle.up,
    down: migration_20261123_113723_sign_in_throttle.down,
    name: '20261123_113723_sign_in_throttle',
  },
  {
    up: migration_20261123_121717_lead_search_text.up,
    down: migration_20261123_121717_lead_search_text.down,
    name: '20261123_121717_lead_search_text',
  },
  {
    up: migration_20261123_125808_schema_snapshot.up,
    down: migration_20261123_125808_schema_snapshot.down,
    name: '20261123_125808_schema_snapshot',
  },
  {
    up: migration_20261124_030501_cms_pages.up,
    down: migration_20261124_030501_cms_pages.down,
    name: '20261124_030501_cms_pages',
  },
  {
    up: migration_20261124_045540_landing_pages.up,
    down: migration_20261124_045540_landing_pages.down,
    name: '20261124_045540_landing_pages',
  },
  {
    up: migration_20261124_055840_navigation_menu.up,
    down: migration_20261124_055840_navigation_menu.down,
    name: '20261124_055840_navigation_menu',
  },
  {
    up: migration_20261124_061500_sales_workspace.up,
    down: migration_20261124_061500_sales_workspace.down,
    name: '20261124_061500_sales_workspace',
  },
  {
    up: migration_20261124_080801_assignment_by_department.up,
    down: migration_20261124_080801_assignment_by_department.down,
    name: '20261124_080801_assignment_by_department',
  },
  {
    up: migration_20261124_081156_morning_digest.up,
    down: migration_20261124_081156_morning_digest.down,
    name: '20261124_081156_morning_digest',
  },
  {
    up: migration_20261124_085615_lead_reports.up,
    down: migration_20261124_085615_lead_reports.down,
    name: '20261124_085615_lead_reports',
  },
  {
    up: migration_20261126_122444_lead_note_history.up,
    down: migration_20261126_122444_lead_note_history.down,
    name: '20261126_122444_lead_note_history',
  },
  {
    up: migration_20261126_122855_first_response.up,
    down: migration_20261126_122855_first_response.down,
    name: '20261126_122855_first_response',
  },
  {
    up: migration_20261126_151705_lost_reasons_and_call_outcomes.up,
    down: migration_20261126_151705_lost_reasons_and_call_outcomes.down,
    name: '20261126_151705_lost_reasons_and_call_outcomes',
  },
  {
    up: migration_20261126_151905_visit_booking.up,
    down: migration_20261126_151905_visit_booking.down,
    name: '20261126_151905_visit_booking',
  },
  {
    up: migration_20261126_154046_company_figures.up,
    down: migration_20261126_154046_company_figures.down,
    name: '20261126_154046_company_figures',
  },
  {
    up: migration_20261126_154606_orderable_pinned_projects.up,
    down: migration_20261126_154606_orderable_pinned_projects.down,
    name: '20261126_154606_orderable_pinned_projects',
  },
  {
    up: migration_20261126_160848_video_thumbnails_faq_page.up,
    down: migration_20261126_160848_video_thumbnails_faq_page.down,
    name: '20261126_160848_video_thumbnails_faq_page',
  },
  {
    up: migration_20261126_161813_projects_block_services.up,
    down: migration_20261126_161813_projects_block_services.down,
    name: '20261126_161813_projects_block_services',
  },
  {
    up: migration_20261126_165146_digest_sends.up,
    down: migration_20261126_165146_digest_sends.down,
    name: '20261126_165146_digest_sends',
  },
  {
    up: migration_20261126_182258_price_grid.up,
    down: migration_20261126_182258_price_grid.down,
    name: '20261126_182258_price_grid',
  },
  {
    up: migration_20261126_182930_action_reminders.up,
    down: migration_20261126_182930_action_reminders.down,
    name: '20261126_182930_action_reminders',
  },
  {
    up: migration_20261126_185511_lead_merge.up,
    down: migration_20261126_185511_lead_merge.down,
    name: '20261126_185511_lead_merge',
  },
  {
    up: migration_20261126_215325_navigation_page_links.up,
    down: migration_20261126_215325_navigation_page_links.down,
    name: '20261126_215325_navigation_page_links',
  },
  {
    up: migration_20261129_165052_lead_customer_indexes.up,
    down: migration_20261129_165052_lead_customer_indexes.down,
    name: '20261129_165052_lead_customer_indexes',
  },
  {
    up: migration_20261129_170647_lead_assignment_turn_sequence.up,
    down: migration_20261129_170647_lead_assignment_turn_sequence.down,
    name: '20261129_170647_lead_assignment_turn_sequence',
  },
  {
    up: migration_20261130_093000_lead_history_activity_spam.up,
    down: migration_20261130_093000_lead_history_activity_spam.down,
    name: '20261130_093000_lead_history_activity_spam',
  },
  {
    up: migration_20261206_120000_notify_old_email.up,
    down: migration_20261206_120000_notify_old_email.down,
    name: '20261206_120000_notify_old_email',
  },
  {
    up: migration_20261206_123723_lead_merged_records.up,
    down: migration_20261206_123723_lead_merged_records.down,
    name: '20261206_123723_lead_merged_records',
  },
  {
    up: migration_20261206_124011_user_active_visit_cancellation.up,
    down: migration_20261206_124011_user_active_visit_cancellation.down,
    name: '20261206_124011_user_active_visit_cancellation',
  },
  {
    up: migration_20261206_124802_project_drafts.up,
    down: migration_20261206_124802_project_drafts.down,
    name: '20261206_124802_project_drafts',
  },
  {
    up: migration_20261206_130824_content_trash.up,
    down: migration_20261206_130824_content_trash.down,
    name: '20261206_130824_content_trash',
  },
  {
    up: migration_20261206_140000_project_versions_trash.up,
    down: migration_20261206_140000_project_versions_trash.down,
    name: '20261206_140000_project_versions_trash',
  },
  {
    up: migration_20261206_191858_agenda_address.up,
    down: migration_20261206_191858_agenda_address.down,
    name: '20261206_191858_agenda_address',
  },
  {
    up: migration_20261206_192601_dashboard_view.up,
    down: migration_20261206_192601_dashboard_view.down,
    name: '20261206_192601_dashboard_view',
  },
  {
    up: migration_20261206_214618_assignment_reason.up,
    down: migration_20261206_214618_assignment_reason.down,
    name: '20261206_214618_assignment_reason',
  },
  {
    up: migration_20261206_220948_project_fields_shown.up,
    down: migration_20261206_220948_project_fields_shown.down,
    name: '20261206_220948_project_fields_shown',
  },
  {
    up: migration_20261206_225129_lead_receipt.up,
    down: migration_20261206_225129_lead_receipt.down,
    name: '20261206_225129_lead_receipt',
  },
  {
    up: migration_20261207_012911_visit_address.up,
    down: migration_20261207_012911_visit_address.down,
    name: '20261207_012911_visit_address',
  },
  {
    up: migration_20261207_014950_audience_counts.up,
    down: migration_20261207_014950_audience_counts.down,
    name: '20261207_014950_audience_counts',
  },
  {
    up: migration_20261207_114125_aid_promise_from_tool.up,
    down: migration_20261207_114125_aid_promise_from_tool.down,
    name: '20261207_114125_aid_promise_from_tool',
  },
  {
    up: migration_20261207_121249_media_sizes_at_upload.up,
    down: migration_20261207_121249_media_sizes_at_upload.down,
    name: '20261207_121249_media_sizes_at_upload',
  },
];
