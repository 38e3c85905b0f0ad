/** The icons of the user table's row actions; decorative, the buttons carry the names. */
import { StrokeIcon } from '../../../components/ui/stroke-icon';

const PATHS = {
  log: 'M12 8v4l3 2M3 12a9 9 0 109-9 9.7 9.7 0 00-6.7 2.7L3 8M3 3v5h5',
  activation: 'M4 4h16v16H4zM4 6l8 7 8-7',
  recovery:
    'M21 2l-2 2m-7.6 7.6a5.5 5.5 0 11-7.8 7.8 5.5 5.5 0 017.8-7.8zm0 0L15.5 7.5m0 0l3 3L22 7l-3-3m-3.5 3.5L19 4',
  delete: 'M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6',
  edit: 'M17 3l4 4L8 20H4v-4L17 3z',
  view: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 100-6 3 3 0 000 6z',
} as const;

export type UserIconName = keyof typeof PATHS;

export function UserIcon({ name }: { name: UserIconName }) {
  return <StrokeIcon path={PATHS[name]} />;
}
