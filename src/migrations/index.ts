import * as migration_20261122_032826_initial from './20261122_032826_initial';
import * as migration_20261122_051016_estimate_pipeline from './20261122_051016_estimate_pipeline';
import * as migration_20261123_143409_search_index from './20261123_143409_search_index';
import * as migration_20261123_171023_chat_conversation from './20261123_171023_chat_conversation';
import * as migration_20261124_005343_lead_desk from './20261124_005343_lead_desk';
import * as migration_20261124_015034_insights from './20261124_015034_insights';
import * as migration_20261124_021108_lead_trash from './20261124_021108_lead_trash';
import * as migration_20261124_041500_job_ticks from './20261124_041500_job_ticks';
import * as migration_20261125_213520_chat_sessions from './20261125_213520_chat_sessions';
import * as migration_20261125_225818_backups from './20261125_225818_backups';
import * as migration_20261126_163516_review_requests from './20261126_163516_review_requests';
import * as migration_20261126_163735_redirects from './20261126_163735_redirects';
import * as migration_20261126_163913_respond_by from './20261126_163913_respond_by';
import * as migration_20261126_165213_minimum_job from './20261126_165213_minimum_job';
import * as migration_20261126_165227_colorado_schedule from './20261126_165227_colorado_schedule';
import * as migration_20261126_172025_home_sections_hours from './20261126_172025_home_sections_hours';
import * as migration_20261126_180255_issue26_28_schema from './20261126_180255_issue26_28_schema';
import * as migration_20261128_102414_media_sizes from './20261128_102414_media_sizes';
import * as migration_20261128_173924_issue39_accounts from './20261128_173924_issue39_accounts';
import * as migration_20261129_073612_issue40_review_decision from './20261129_073612_issue40_review_decision';
import * as migration_20261129_133344_issue41_booking from './20261129_133344_issue41_booking';
import * as migration_20261202_071657_issue52_booking from './20261202_071657_issue52_booking';
import * as migration_20261202_114942_issue53_accounts from './20261202_114942_issue53_accounts';
import * as migration_20261202_135336_issue54_leads_contact from './20261202_135336_issue54_leads_contact';
import * as migration_20261203_082554_issue56_change_log from './20261203_082554_issue56_change_log';
import * as migration_20261203_103358_issue57_texts from './20261203_103358_issue57_texts';

export const migrations = [
  {
    up: migration_20261122_032826_initial.up,
    down: migration_20261122_032826_initial.down,
    name: '20261122_032826_initial',
  },
  {
    up: migration_20261122_051016_estimate_pipeline.up,
    down: migration_20261122_051016_estimate_pipeline.down,
    name: '20261122_051016_estimate_pipeline',
  },
  {
    up: migration_20261123_143409_search_index.up,
    down: migration_20261123_143409_search_index.down,
    name: '20261123_143409_search_index',
  },
  {
    up: migration_20261123_171023_chat_conversation.up,
    down: migration_20261123_171023_chat_conversation.down,
    name: '20261123_171023_chat_conversation',
  },
  {
    up: migration_20261124_005343_lead_desk.up,
    down: migration_20261124_005343_lead_desk.down,
    name: '20261124_005343_lead_desk',
  },
  {
    up: migration_20261124_015034_insights.up,
    down: migration_20261124_015034_insights.down,
    name: '20261124_015034_insights',
  },
  {
    up: migration_20261124_021108_lead_trash.up,
    down: migration_20261124_021108_lead_trash.down,
    name: '20261124_021108_lead_trash',
  },
  {
    up: migration_20261124_041500_job_ticks.up,
    down: migration_20261124_041500_job_ticks.down,
    name: '20261124_041500_job_ticks',
  },
  {
    up: migration_20261125_213520_chat_sessions.up,
    down: migration_20261125_213520_chat_sessions.down,
    name: '20261125_213520_chat_sessions',
  },
  {
    up: migration_20261125_225818_backups.up,
    down: migration_20261125_225818_backups.down,
    name: '20261125_225818_backups',
  },
  {
    up: migration_20261126_163516_review_requests.up,
    down: migration_20261126_163516_review_requests.down,
    name: '20261126_163516_review_requests',
  },
  {
    up: migration_20261126_163735_redirects.up,
    down: migration_20261126_163735_redirects.down,
    name: '20261126_163735_redirects',
  },
  {
    up: migration_20261126_163913_respond_by.up,
    down: migration_20261126_163913_respond_by.down,
    name: '20261126_163913_respond_by',
  },
  {
    up: migration_20261126_165213_minimum_job.up,
    down: migration_20261126_165213_minimum_job.down,
    name: '20261126_165213_minimum_job',
  },
  {
    up: migration_20261126_165227_colorado_schedule.up,
    down: migration_20261126_165227_colorado_schedule.down,
    name: '20261126_165227_colorado_schedule',
  },
  {
    up: migration_20261126_172025_home_sections_hours.up,
    down: migration_20261126_172025_home_sections_hours.down,
    name: '20261126_172025_home_sections_hours',
  },
  {
    up: migration_20261126_180255_issue26_28_schema.up,
    down: migration_20261126_180255_issue26_28_schema.down,
    name: '20261126_180255_issue26_28_schema',
  },
  {
    up: migration_20261128_102414_media_sizes.up,
    down: migration_20261128_102414_media_sizes.down,
    name: '20261128_102414_media_sizes',
  },
  {
    up: migration_20261128_173924_issue39_accounts.up,
    down: migration_20261128_173924_issue39_accounts.down,
    name: '20261128_173924_issue39_accounts',
  },
  {
    up: migration_20261129_073612_issue40_review_decision.up,
    down: migration_20261129_073612_issue40_review_decision.down,
    name: '20261129_073612_issue40_review_decision',
  },
  {
    up: migration_20261129_133344_issue41_booking.up,
    down: migration_20261129_133344_issue41_booking.down,
    name: '20261129_133344_issue41_booking',
  },
  {
    up: migration_20261202_071657_issue52_booking.up,
    down: migration_20261202_071657_issue52_booking.down,
    name: '20261202_071657_issue52_booking',
  },
  {
    up: migration_20261202_114942_issue53_accounts.up,
    down: migration_20261202_114942_issue53_accounts.down,
    name: '20261202_114942_issue53_accounts',
  },
  {
    up: migration_20261202_135336_issue54_leads_contact.up,
    down: migration_20261202_135336_issue54_leads_contact.down,
    name: '20261202_135336_issue54_leads_contact',
  },
  {
    up: migration_20261203_082554_issue56_change_log.up,
    down: migration_20261203_082554_issue56_change_log.down,
    name: '20261203_082554_issue56_change_log',
  },
  {
    up: migration_20261203_103358_issue57_texts.up,
    down: migration_20261203_103358_issue57_texts.down,
    name: '20261203_103358_issue57_texts'
  },
];
