import type { SVGProps } from 'react';

/** Filled player icons on a 24 px grid; decorative: their buttons carry the label. */
type IconProps = SVGProps<SVGSVGElement>;
function Svg({ children, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={22} height={22} fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}
export const PlayIcon = (p: IconProps) => <Svg {...p}><path d="M7 4.5v15l13-7.5z" /></Svg>;
export const PauseIcon = (p: IconProps) => <Svg {...p}><path d="M6 4h4v16H6zM14 4h4v16h-4z" /></Svg>;
export const VolumeIcon = (p: IconProps) => <Svg {...p}><path d="M4 9h4l5-4v14l-5-4H4zM16 8.5a5 5 0 0 1 0 7l-1.2-1.2a3.3 3.3 0 0 0 0-4.6z" /></Svg>;
export const MutedIcon = (p: IconProps) => <Svg {...p}><path d="M4 9h4l5-4v14l-5-4H4zM16 9.4l1.4-1.4 2 2 2-2 1.4 1.4-2 2 2 2-1.4 1.4-2-2-2 2-1.4-1.4 2-2z" /></Svg>;
export const CaptionsIcon = (p: IconProps) => <Svg {...p}><path d="M3 5h18v14H3zm2 2v10h14V7zm2 3h4v1.5H8.5v1h2.5V14H7zm6 0h4v1.5h-2.5v1H17V14h-4z" /></Svg>;
export const FullscreenIcon = (p: IconProps) => <Svg {...p}><path d="M4 4h6v2H6v4H4zm10 0h6v6h-2V6h-4zM4 14h2v4h4v2H4zm14 0h2v6h-6v-2h4z" /></Svg>;
export const PipIcon = (p: IconProps) => <Svg {...p}><path d="M3 5h18v14H3zm2 2v10h14V7zm7 4h6v5h-6z" /></Svg>;
export const RetryIcon = (p: IconProps) => <Svg {...p}><path d="M12 4a8 8 0 1 1-7.4 5h2.2A6 6 0 1 0 12 6v3L7.5 5 12 1z" /></Svg>;
