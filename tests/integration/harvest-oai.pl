#!/usr/bin/perl
# A real harvester run against /oai with Debian's HTTP::OAI (libhttp-oai-perl): Identify, then ListRecords or
# ListIdentifiers, which HTTP::OAI resumes over every resumption token, each item seen through onRecord.
# Prints one line "records=N unique=N" or dies with the error.
use strict;
use warnings;
use HTTP::OAI;

my ($base, $verb, $prefix, $set) = @ARGV;
die "usage: harvest-oai.pl BASE_URL ListRecords|ListIdentifiers PREFIX [SET]\n" unless $base && $verb && $prefix;
my $h = HTTP::OAI::Harvester->new(baseURL => $base, resume => 1);
my $id = $h->Identify;
die "Identify failed: " . $id->message . "\n" unless $id->is_success;
die "Identify: protocol version " . $id->protocolVersion . "\n" unless $id->protocolVersion eq '2.0';

my ($n, %seen) = (0);
my $on_item = sub {
  my ($item) = @_;
  my $header = $verb eq 'ListRecords' ? $item->header : $item;
  $n++;
  $seen{$header->identifier}++;
  return unless $verb eq 'ListRecords';
  # The metadata arrives as a DOM fragment (the <metadata> element): it must hold the format's root element.
  my $dom = $item->metadata ? $item->metadata->dom : undef;
  my ($root) = $dom ? $dom->findnodes('*') : ();
  ($root) = $root->findnodes('*') if $root && $root->localname eq 'metadata';
  die "record " . $header->identifier . " has no metadata\n" unless $root;
  my $expected = $prefix eq 'oai_dc' ? 'dc' : 'article';
  die "record " . $header->identifier . " holds " . $root->localname . "\n" unless $root->localname eq $expected;
};

my %args = (metadataPrefix => $prefix, onRecord => $on_item);
$args{set} = $set if defined $set;
my $r = $verb eq 'ListRecords' ? $h->ListRecords(%args) : $h->ListIdentifiers(%args);
die "$verb failed: " . $r->message . "\n" unless $r->is_success;
die "$verb error: " . join(', ', map { $_->code } $r->errors) . "\n" if $r->errors;
print "records=$n unique=" . scalar(keys %seen) . "\n";
