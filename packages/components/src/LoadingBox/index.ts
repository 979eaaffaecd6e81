export { LoadingBox } from './LoadingBox';
export type { LoadingBoxProps, LoadingBoxVariant } from './LoadingBox';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
