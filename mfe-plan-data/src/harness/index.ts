// Standalone development entry (webpack serve only); the async boundary lets shared modules initialise first.
import('./bootstrap');
