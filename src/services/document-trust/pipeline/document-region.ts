/** Where the document lies in the photo, when it was found apart from the surface it lies on. */
export interface DocumentRegion {
  /** Pixel box in the photo (orientation applied). */
  box: { left: number; top: number; width: number; height: number };
  /** The box's width as a share of the photo's width. */
  widthShare: number;
  /** The photo's size. */
  frame: { width: number; height: number };
}

/**
 * A box found on an analysis copy (pixels `x0`-`x1`, `y0`-`y1` inclusive, the copy `scale` times
 * smaller than the photo) as the photo's region, `margin` of `size` kept round it, clipped to the photo.
 */
export function regionInFrame(options: { box: { x0: number; y0: number; x1: number; y1: number }; size: { width: number; height: number }; scale: number; frame: DocumentRegion['frame']; margin: number }): DocumentRegion {
  const { box, size, scale, frame, margin } = options;
  const mx = size.width * margin;
  const my = size.height * margin;
  const left = Math.max(0, Math.floor((box.x0 - mx) * scale));
  const top = Math.max(0, Math.floor((box.y0 - my) * scale));
  const right = Math.min(frame.width, Math.ceil((box.x1 + 1 + mx) * scale));
  const bottom = Math.min(frame.height, Math.ceil((box.y1 + 1 + my) * scale));
  return { box: { left, top, width: right - left, height: bottom - top }, widthShare: (right - left) / frame.width, frame };
}
