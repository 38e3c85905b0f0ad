/** The maintenance screens' stroke icons; decorative unless given a label. */
import type { StrokeIconProps } from '../../../components/ui/stroke-icon';
import { StrokeIcon } from '../../../components/ui/stroke-icon';

/** The paths by name, for components that take a path (e.g. a labelled row action). */
export const MAINTENANCE_ICON_PATHS = {
  consult: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 100-6 3 3 0 000 6z',
  attach:
    'M21.4 11.1l-9.2 9.2a6 6 0 01-8.5-8.5l9.2-9.2a4 4 0 015.7 5.7l-9.2 9.2a2 2 0 01-2.8-2.8l8.5-8.5',
  assignCrew:
    'M17 21v-2a4 4 0 00-4-4H5a4 4 0 00-4 4v2M9 11a4 4 0 100-8 4 4 0 000 8zM23 21v-2a4 4 0 00-3-3.9M16 3.1a4 4 0 010 7.8',
  reassignDate:
    'M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 012 2v14a2 2 0 01-2 2H5a2 2 0 01-2-2V6a2 2 0 012-2z',
  validate: 'M20 6L9 17l-5-5',
  revert: 'M3 7v6h6M3 13a9 9 0 103-7.7L3 8',
  refresh: 'M21 7v6h-6M21 13a9 9 0 11-3-7.7L21 8',
  back: 'M19 12H5M12 19l-7-7 7-7',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 018 0v4',
  download: 'M21 15v4a2 2 0 01-2 2H5a2 2 0 01-2-2v-4M7 10l5 5 5-5M12 15V3',
  offlineReady: 'M20 17.6A5 5 0 0018 8h-1.3A8 8 0 104 16.3M8 17l4 4 4-4M12 12v9',
  flag: 'M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1zM4 22v-7',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  chevronLeft: 'M15 6l-6 6 6 6',
  search: 'M11 19a8 8 0 100-16 8 8 0 000 16zM21 21l-4.3-4.3',
  close: 'M18 6L6 18M6 6l12 12',
  edited: 'M12 20h9M16.5 3.5a2.1 2.1 0 013 3L7 19l-4 1 1-4z',
  /** A trash can: deleting, told apart from closing a dialog. */
  delete:
    'M3 6h18M8 6V4a2 2 0 012-2h4a2 2 0 012 2v2M19 6l-1 14a2 2 0 01-2 2H8a2 2 0 01-2-2L5 6M10 11v6M14 11v6',
} as const;

export type MaintenanceIconName = keyof typeof MAINTENANCE_ICON_PATHS;

export interface MaintenanceIconProps extends Omit<StrokeIconProps, 'path'> {
  name: MaintenanceIconName;
}

export function MaintenanceIcon({ name, ...rest }: MaintenanceIconProps) {
  return <StrokeIcon path={MAINTENANCE_ICON_PATHS[name]} {...rest} />;
}
