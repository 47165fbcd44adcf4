import dayjs from 'dayjs';

/** A date picker's day as the API takes it (YYYY-MM-DD); null when none is picked. */
export const pickedDay = (d: unknown) => (dayjs.isDayjs(d) ? d.format('YYYY-MM-DD') : null);

/** A time picker's time as the API takes it (HH:mm); null when none is picked. */
export const pickedTime = (d: unknown) => (dayjs.isDayjs(d) ? d.format('HH:mm') : null);
