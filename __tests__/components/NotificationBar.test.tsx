import React from 'react';
import { render, screen } from '@testing-library/react';
import NotificationBar from '../../src/components/layout/NotificationBar/NotificationBar';
import { applyNotificationState } from '../../src/head/notification';
import { resetStorageSupport } from '../../src/browser/storage';

describe('NotificationBar', () => {
  beforeEach(() => {
    localStorage.clear();
    resetStorageSupport();
    document.documentElement.removeAttribute('data-notification-dismissed');
  });

  it('is an announcement with a dismiss button for the head script (src/browser/earlyControls.ts, tested there)', () => {
    render(<NotificationBar />);
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toHaveAttribute('data-notification-dismiss');
  });

  it('is hidden before paint for a reader who dismissed version 3', () => {
    localStorage.setItem('notification-dismissed', '3');
    applyNotificationState();
    expect(document.documentElement).toHaveAttribute('data-notification-dismissed');
  });

  it('shows again when an older version was dismissed', () => {
    localStorage.setItem('notification-dismissed', '2');
    applyNotificationState();
    expect(document.documentElement).not.toHaveAttribute('data-notification-dismissed');
  });
});
