import type { Migration } from 'kysely';
import * as m0001 from './0001-categories';
import * as m0002 from './0002-platform';
import * as m0003 from './0003-search-index';
import * as m0004 from './0004-account-security';
import * as m0005 from './0005-data-integrity';
import * as m0006 from './0006-check-constraints';
import * as m0007 from './0007-provider-postbacks';
import * as m0008 from './0008-email-verification-links';
import * as m0009 from './0009-art-designs';
import * as m0010 from './0010-search-stems';
import * as m0011 from './0011-purchase-products';
import * as m0012 from './0012-staff-audit-log';
import * as m0013 from './0013-art-uploads';
import * as m0014 from './0014-report-notes';
import * as m0015 from './0015-delivery-origins';
import * as m0017 from './0017-video-lessons-and-content';
import * as m0018 from './0018-analytics';
import * as m0019 from './0019-church-profiles';
import * as m0020 from './0020-edited-arts';
import * as m0021 from './0021-church-colors';
import * as m0022 from './0022-edit-photo-bytes';

// Versioned migrations, applied in key order on start, the same on PGlite and PostgreSQL.
export const migrations: Record<string, Migration> = {
  '0001-categories': m0001,
  '0002-platform': m0002,
  '0003-search-index': m0003,
  '0004-account-security': m0004,
  '0005-data-integrity': m0005,
  '0006-check-constraints': m0006,
  '0007-provider-postbacks': m0007,
  '0008-email-verification-links': m0008,
  '0009-art-designs': m0009,
  '0010-search-stems': m0010,
  '0011-purchase-products': m0011,
  '0012-staff-audit-log': m0012,
  '0013-art-uploads': m0013,
  '0014-report-notes': m0014,
  '0015-delivery-origins': m0015,
  '0017-video-lessons-and-content': m0017,
  '0018-analytics': m0018,
  '0019-church-profiles': m0019,
  '0020-edited-arts': m0020,
  '0021-church-colors': m0021,
  '0022-edit-photo-bytes': m0022,
};
