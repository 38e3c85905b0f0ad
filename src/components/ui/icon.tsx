/** Inline stroke icons (the portal ships no icon font); decorative unless given a label. */
import { ICON_PATHS, type IconName } from './icon-paths';
import type { StrokeIconProps } from './stroke-icon';
import { StrokeIcon } from './stroke-icon';

export type { IconName };

export interface IconProps extends Omit<StrokeIconProps, 'path'> {
  name: IconName;
}

export function Icon({ name, ...rest }: IconProps) {
  return <StrokeIcon path={ICON_PATHS[name]} {...rest} />;
}
