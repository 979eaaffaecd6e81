import { PortalSelection } from '@eqp/components';
import { changeLocale } from '../locale';

/**
 * `/`: the portal selection page (spec §2). Its language is the stored choice, else the browser's
 * (resolved by `currentLocale` when the portal starts on `/`); choosing one stores it and reloads.
 */
export function SelectionPage() {
  return <PortalSelection onLocaleChange={(locale) => changeLocale(locale)} />;
}
