// When a side-panel list asks for its next page (spec 2 §2): within 300 px of the bottom.
export const LOAD_MORE_DISTANCE_PX = 300;

export interface ScrollBox {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/** True when the bottom of the content is within `distance` of the bottom of the box. */
export function nearBottom(box: ScrollBox, distance: number = LOAD_MORE_DISTANCE_PX): boolean {
  return box.scrollHeight - (box.scrollTop + box.clientHeight) <= distance;
}
