import { parseServerEnv } from '@arte-gospel/domain/config';
import { configurePasswordHashing, passwordHashing } from '../../api/src/auth/password';

// Every api test file hashes with the environment's settings, as a start would: the project
// sets PASSWORD_HASH_COST low (api/vitest.config.ts), so a sign-up or sign-in costs
// milliseconds, not a production second. password.test.ts proves the production cost.
configurePasswordHashing(passwordHashing(parseServerEnv(process.env)));
