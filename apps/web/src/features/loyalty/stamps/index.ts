export { StampCardPanel } from './StampCardPanel';
