/**
 * The family of a listed name written with its release on it (issue #28, earned verdicts): "Is she
 * familiar with YOLO?" against a listed "Ultralytics YOLOv8", "Does he know Slide?" against
 * "Rocscience Slide2 9.0". The naming index (../knowledge/naming-index.ts) files such a listed name
 * under its family too, so that the skill check finds the listed release of the family asked instead
 * of answering "not among the listed skills". General English spelling of names only.
 */
/** A name with its release written on ("YOLOv8", "Slide2", "COLRv1"): the letters, at least two. */
const RELEASED = /^([a-z][a-z-]*?[a-z])-?v?\d{1,2}$/;

/** The family of a folded name key with its release on it ("yolov8" -> "yolo", "slide2" -> "slide"); undefined for a name without one. */
export function releaseFamily(key: string): string | undefined {
  const family = RELEASED.exec(key)?.[1]?.replace(/-$/, '');
  return family && family !== key ? family : undefined;
}
