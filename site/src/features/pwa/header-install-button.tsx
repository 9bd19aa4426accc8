import { InstallButton } from '@arte-gospel/ui';
import { useSnapshot } from 'valtio';
import { installState, openInstallPopup } from './install-store';

/**
 * The header's desktop install button (platform §2.9): shown while the browser offers the
 * install (or on iOS Safari), never in the installed app; it opens the install popup.
 * InstallButton itself hides at medium widths and below.
 */
export function HeaderInstallButton() {
  const state = useSnapshot(installState);
  if (state.standalone || (!state.prompt && !state.ios)) return null;
  return <InstallButton onClick={openInstallPopup} />;
}
