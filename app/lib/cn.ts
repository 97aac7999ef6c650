import { type ClassValue, clsx } from "clsx";

/** Class names joined; UI parts keep their own classes free of conflicts with callers'. */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
