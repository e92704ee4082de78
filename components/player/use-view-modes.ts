'use client';

import { useEffect, useState, type RefObject } from 'react';

/** Whether the player box is full screen and the video plays picture-in-picture: the pressed state of their toggles. */
export function useViewModes(box: RefObject<HTMLElement | null>, video: RefObject<HTMLVideoElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);
  const [pip, setPip] = useState(false);
  useEffect(() => {
    const media = video.current;
    const onFullscreen = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === box.current);
    const onPip = () => setPip(document.pictureInPictureElement !== null && document.pictureInPictureElement === media);
    document.addEventListener('fullscreenchange', onFullscreen);
    media?.addEventListener('enterpictureinpicture', onPip);
    media?.addEventListener('leavepictureinpicture', onPip);
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreen);
      media?.removeEventListener('enterpictureinpicture', onPip);
      media?.removeEventListener('leavepictureinpicture', onPip);
    };
  }, [box, video]);
  return { fullscreen, pip };
}
