import csv

def parse_csv_line(line):
    try:
        return next(csv.reader([line.rstrip('\r\n')],strict=True),[])
    except csv.Error:
        raise ValueError('unterminated quoted field') from None
