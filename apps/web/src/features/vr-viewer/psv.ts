/**
 * Photo Sphere Viewer and its markers plugin with their styles: imported only by a dynamic import
 * from panorama-view.tsx, so three.js and the viewer are one chunk loaded by the VR pages alone.
 */
import '@photo-sphere-viewer/core/index.css';
import '@photo-sphere-viewer/markers-plugin/index.css';

export { Viewer } from '@photo-sphere-viewer/core';
export { MarkersPlugin } from '@photo-sphere-viewer/markers-plugin';
