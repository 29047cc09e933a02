import { Component, type ReactNode } from 'react';
import { RemoteErrorPanel } from '@portal/shared';
import { ChunkLoadTimeoutError } from './withTimeout';

interface Props {
  area: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a failing remote inside the content area: its error panel replaces it, the rest of the portal works. */
export class RemoteErrorBoundary extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error) {
      return (
        <RemoteErrorPanel
          area={this.props.area}
          timedOut={this.state.error instanceof ChunkLoadTimeoutError}
          onRetry={this.props.onRetry}
        />
      );
    }
    return this.props.children;
  }
}
