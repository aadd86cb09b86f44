// The top bar's menu buttons' names, apart from the menus' code (which loads on demand).

export const HUBS_MENU_LABEL = 'Hubs and dashboards';

export const SKIN_MENU_LABEL = 'Skin';

export const NOTIFICATIONS_LABEL = 'Notifications';

export const ASSISTANT_LABEL = 'Assistant';
