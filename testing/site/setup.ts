import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetStores } from './stores';

afterEach(() => {
  cleanup();
  resetStores();
});
